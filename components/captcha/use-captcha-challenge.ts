'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BffRequestError, callEndpoint } from '@/lib/bff/client';
import { errorWords } from '@/lib/bff/error-words';
import type { CaptchaChallenge, CaptchaType } from '@/lib/captcha/schemas';
import * as captchaApi from '@/lib/captcha/addresses';

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
  blocked: string | null;
  reload: () => void;
  check: (answer: {
    point?: { x: number; y: number };
    points?: { x: number; y: number }[];
  }) => Promise<string | null>;
};

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
      const next = await callEndpoint(
        captchaApi.get,
        { captchaType, clientUid: clientUid(captchaType) },
        { locale },
      );
      if (mine !== generation.current) return;
      setChallenge(next);
      setBlocked(null);
    } catch (error) {
      if (mine !== generation.current) return;
      if (!(error instanceof BffRequestError)) throw error;
      // No new challenge: the used one would only fail again, so the message replaces it.
      setChallenge(null);
      setBlocked(errorWords(error, te, 'generic'));
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, [captchaType, locale, te]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
  }, [reload]);

  const check = useCallback<CaptchaState['check']>(
    async (answer) => {
      if (!challenge) return null;
      // A wrong or expired answer is no error: the widget says "try again" and reloads.
      const passed = await callEndpoint(
        captchaApi.check,
        { captchaId: challenge.captchaId, ...answer },
        { locale },
      ).catch(() => null);
      return passed?.captchaVerification ?? null;
    },
    [challenge, locale],
  );

  return { challenge, loading, blocked, reload: () => void reload(), check };
}
