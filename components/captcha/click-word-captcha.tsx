'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { CaptchaFrame } from './captcha-frame';
import { now, secondsSince } from './captcha-timing';
import { useCaptchaChallenge } from './use-captcha-challenge';

const REF_WIDTH = 310;
const REF_HEIGHT = 155;
/** accounts.md 4.5: the check runs 400 ms after the third click. */
const CHECK_DELAY_MS = 400;
const PAUSE_MS = 1000;

type Click = { x: number; y: number };

/** The click-word captcha (accounts.md 4.5); by keyboard, arrows move a crosshair and Enter or Space clicks. */
export function ClickWordCaptcha({ onSuccess }: { onSuccess: (captchaVerification: string) => void }) {
  const t = useTranslations('captcha');
  const captcha = useCaptchaChallenge('clickWord');
  const imageRef = useRef<HTMLDivElement>(null);
  const [clicks, setClicks] = useState<Click[]>([]);
  const [cursor, setCursor] = useState<Click>({ x: 0.5, y: 0.5 });
  const [status, setStatus] = useState<'idle' | 'checking' | 'passed' | 'failed'>('idle');
  const startedAt = useRef<number | null>(null);
  const [elapsed, setElapsed] = useState<number | null>(null);

  // Clicks are kept as fractions of the image, to survive a resize.
  function place(click: Click) {
    if (status !== 'idle' || clicks.length >= 3) return;
    startedAt.current ??= now();
    const next = [...clicks, click];
    setClicks(next);
    if (next.length === 3) setTimeout(() => void submit(next), CHECK_DELAY_MS);
  }

  async function submit(done: Click[]) {
    setStatus('checking');
    const points = done.map((click) => ({
      x: Math.round(REF_WIDTH * click.x),
      y: Math.round(REF_HEIGHT * click.y),
    }));
    const verification = await captcha.check({ points });
    if (verification) {
      setElapsed(secondsSince(startedAt.current));
      setStatus('passed');
      setTimeout(() => onSuccess(verification), PAUSE_MS);
    } else {
      setStatus('failed');
      setTimeout(() => {
        setClicks([]);
        setStatus('idle');
        startedAt.current = null;
        captcha.reload();
      }, PAUSE_MS);
    }
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    place({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? 0.08 : 0.02;
    const moves: Record<string, Click> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step * 2 },
      ArrowDown: { x: 0, y: step * 2 },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setCursor((current) => ({
        x: Math.min(Math.max(current.x + move.x, 0), 1),
        y: Math.min(Math.max(current.y + move.y, 0), 1),
      }));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      place(cursor);
    }
  }

  const words = captcha.challenge?.wordList ?? [];
  const tip =
    status === 'passed' && elapsed !== null
      ? t('verified', { seconds: elapsed.toFixed(2) })
      : status === 'failed'
        ? t('failed')
        : null;

  return (
    <CaptchaFrame
      captcha={captcha}
      tip={tip}
      passed={status === 'passed'}
      heading={words.length ? t('clickHint', { words: words.join(t('wordSeparator')) }) : null}
    >
      <div
        ref={imageRef}
        role="application"
        tabIndex={0}
        aria-label={t('clickLabel', { count: clicks.length })}
        data-testid="captcha-click-image"
        onClick={onClick}
        onKeyDown={onKeyDown}
        className="group relative w-full cursor-crosshair overflow-hidden rounded-md bg-steel-100 select-none focus-visible:ring-2 focus-visible:ring-steel-500"
        style={{ aspectRatio: `${REF_WIDTH} / ${REF_HEIGHT}` }}
      >
        {captcha.challenge ? (
          // eslint-disable-next-line @next/next/no-img-element -- a generated data: image, not an asset
          <img
            alt=""
            draggable={false}
            src={`data:image/png;base64,${captcha.challenge.originalImageBase64}`}
            className="pointer-events-none absolute inset-0 h-full w-full"
          />
        ) : null}
        {clicks.map((click, index) => (
          <span
            key={index}
            aria-hidden="true"
            className="pointer-events-none absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-steel-700 text-xs font-semibold text-white ring-2 ring-white"
            style={{ left: `${click.x * 100}%`, top: `${click.y * 100}%` }}
          >
            {index + 1}
          </span>
        ))}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute hidden size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-dashed border-ember-500 group-focus-visible:block"
          style={{ left: `${cursor.x * 100}%`, top: `${cursor.y * 100}%` }}
        />
      </div>
    </CaptchaFrame>
  );
}
