'use client';

// A page of the main layout that failed to render (its platform data could not be read, say) says so
// inside the layout: the header's menu and the footer stay, so the reader can go elsewhere. The
// boundary above it (../error.tsx) catches what fails in the layout itself.
export { default } from '../error';
