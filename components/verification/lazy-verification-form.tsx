'use client';

import dynamic from 'next/dynamic';

// In a chunk of its own: only /epd/verification?new=1 loads it.
export const VerificationForm = dynamic(() =>
  import('./verification-form').then((module) => module.VerificationForm),
);
