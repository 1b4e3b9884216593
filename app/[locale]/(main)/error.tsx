'use client';

// Inside the main layout, so the menu and footer stay; ../error.tsx catches what fails in the layout itself.
export { default } from '../error';
