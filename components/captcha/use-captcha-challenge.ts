'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BffRequestError, callEndpoint } from '@/lib/bff/client';
import { errorWords } from '@/lib/bff/error-words';
import { captchaEndpoints, type CaptchaChallenge, type CaptchaType } from '@/lib/captcha/endpoints';

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
  const locale = useLocale();
  const te = useTranslations('errors');
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [loading, setLoading] = useState(true);
  const [blocked, setBlocked] = useState<string | null>(null);
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    try {
      const next = await callEndpoint(captchaEndpoints.get, { captchaType, clientUid: clientUid(captchaType) }, { locale });
      if (mine !== generation.current) return;
      setChallenge(next);
      setBlocked(null);
    } catch (error) {
      if (mine !== generation.current) return;
      if (!(error instanceof BffRequestError)) throw error;
      // No new challenge (6201, or the network): the old one is used up, so the message takes its
      // place, instead of a puzzle that can only fail again without a word.
      setChallenge(null);
      setBlocked(errorWords(error, te, 'generic'));
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, [captchaType, locale, te]);

  useEffect(() => {
    // Fetching the first challenge is the effect's whole purpose: it synchronises with the server.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
  }, [reload]);

  const check = useCallback<CaptchaState['check']>(
    async (answer) => {
      if (!challenge) return null;
      // A wrong answer or an expired challenge is not an error to show: the widget says "try again" and reloads.
      const passed = await callEndpoint(captchaEndpoints.check, { captchaId: challenge.captchaId, ...answer }, { locale }).catch(() => null);
      return passed?.captchaVerification ?? null;
    },
    [challenge, locale],
  );

  return { challenge, loading, blocked, reload: () => void reload(), check };
}
