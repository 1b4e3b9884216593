'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaptchaChallenge } from '@/lib/captcha/solve-captcha';
import type { CaptchaType } from '@/lib/upstream/operations/captcha';
import { useBff } from '@/components/ui/use-bff';

/** protocols.md: 6201, too many `get` requests, clears the images. */
const TOO_MANY_GETS = '6201';

/** One random id per widget, kept in localStorage (`slider-<uuid>` or `point-<uuid>`). */
function clientUid(captchaType: CaptchaType): string {
  const key = captchaType === 'blockPuzzle' ? 'slider' : 'point';
  try {
    const stored = localStorage.getItem(`captcha-${key}`);
    if (stored) return stored;
    const created = `${key}-${crypto.randomUUID()}`;
    localStorage.setItem(`captcha-${key}`, created);
    return created;
  } catch {
    return `${key}-${crypto.randomUUID()}`;
  }
}

export type CaptchaState = {
  challenge: CaptchaChallenge | null;
  loading: boolean;
  /** A message to show instead of the images (6201, network). */
  blocked: string | null;
  reload: () => void;
  check: (answer: { point?: { x: number; y: number }; points?: { x: number; y: number }[] }) => Promise<string | null>;
};

/** Fetches a challenge from the BFF, and checks answers against it; a used challenge is replaced. */
export function useCaptchaChallenge(captchaType: CaptchaType): CaptchaState {
  const bff = useBff();
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [loading, setLoading] = useState(true);
  const [blocked, setBlocked] = useState<string | null>(null);
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    const answer = await bff<CaptchaChallenge>('/api/captcha/get', { captchaType, clientUid: clientUid(captchaType) });
    if (mine !== generation.current) return;
    setLoading(false);
    if (answer.ok) {
      setChallenge(answer.data);
      setBlocked(null);
    } else {
      if (answer.error.code === TOO_MANY_GETS) setChallenge(null);
      setBlocked(answer.error.message);
    }
  }, [bff, captchaType]);

  useEffect(() => {
    // Fetching the first challenge is the effect's whole purpose: it synchronises with the server.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
  }, [reload]);

  const check = useCallback<CaptchaState['check']>(
    async (answer) => {
      if (!challenge) return null;
      const result = await bff<{ captchaVerification: string }>('/api/captcha/check', {
        captchaId: challenge.captchaId,
        ...answer,
      });
      return result.ok ? result.data.captchaVerification : null;
    },
    [bff, challenge],
  );

  return { challenge, loading, blocked, reload: () => void reload(), check };
}
