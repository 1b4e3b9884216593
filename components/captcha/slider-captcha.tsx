'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { cn } from '@/components/ui/cn';
import { CaptchaFrame } from './captcha-frame';
import { now, secondsSince } from './captcha-timing';
import { useCaptchaChallenge } from './use-captcha-challenge';

/** protocols.md: the reference image is 310×155 and the jigsaw piece 47 px wide. */
const REF_WIDTH = 310;
const REF_HEIGHT = 155;
const PIECE_WIDTH = 47;
const HANDLE_WIDTH = 44;
const PAUSE_MS = 1000;

type Status = 'idle' | 'dragging' | 'checking' | 'passed' | 'failed';

/** The slider puzzle (accounts.md 4.5, protocols.md), by pointer or arrow keys; a pass hands captchaVerification to `onSuccess`. */
export function SliderCaptcha({ onSuccess }: { onSuccess: (captchaVerification: string) => void }) {
  const t = useTranslations('captcha');
  const captcha = useCaptchaChallenge('blockPuzzle');
  const trackRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [elapsed, setElapsed] = useState<number | null>(null);
  const drag = useRef<{ startX: number; startOffset: number } | null>(null);
  const startedAt = useRef<number | null>(null);

  const [trackWidth, setTrackWidth] = useState(REF_WIDTH);
  const loaded = captcha.challenge !== null;
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const observer = new ResizeObserver(() => setTrackWidth(track.clientWidth || REF_WIDTH));
    observer.observe(track);
    return () => observer.disconnect();
  }, [loaded]);
  const width = () => trackWidth;
  const maxOffset = () => width() - Math.max(HANDLE_WIDTH, (PIECE_WIDTH * width()) / REF_WIDTH);
  const clamp = (value: number) => Math.min(Math.max(value, 0), maxOffset());
  const busy = status === 'checking' || status === 'passed' || status === 'failed';

  function begin() {
    startedAt.current ??= now();
  }

  async function submit() {
    if (busy || !captcha.challenge) return;
    setStatus('checking');
    // The server scales nothing: the widget reports x in the 310-px reference (protocols.md).
    const x = (offset * REF_WIDTH) / width();
    const verification = await captcha.check({ point: { x, y: 5 } });
    if (verification) {
      setElapsed(secondsSince(startedAt.current));
      setStatus('passed');
      setTimeout(() => onSuccess(verification), PAUSE_MS);
    } else {
      setStatus('failed');
      setTimeout(() => {
        setOffset(0);
        setStatus('idle');
        startedAt.current = null;
        captcha.reload();
      }, PAUSE_MS);
    }
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (busy) return;
    begin();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startOffset: offset };
    setStatus('dragging');
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (!drag.current) return;
    setOffset(clamp(drag.current.startOffset + event.clientX - drag.current.startX));
  }

  function onPointerUp() {
    if (!drag.current) return;
    drag.current = null;
    void submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (busy) return;
    const step = event.shiftKey ? 10 : 2;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      begin();
      setOffset((current) => clamp(current + (event.key === 'ArrowRight' ? step : -step)));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setOffset(event.key === 'Home' ? 0 : maxOffset());
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    }
  }

  const challenge = captcha.challenge;
  const tip =
    status === 'passed' && elapsed !== null
      ? t('verified', { seconds: elapsed.toFixed(2) })
      : status === 'failed'
        ? t('failed')
        : null;

  return (
    <CaptchaFrame captcha={captcha} tip={tip} passed={status === 'passed'}>
      <div ref={trackRef} className="w-full">
        <div
          className="relative w-full overflow-hidden rounded-md bg-steel-100"
          style={{ aspectRatio: `${REF_WIDTH} / ${REF_HEIGHT}` }}
        >
          {challenge ? (
            <>
              {/* eslint-disable-next-line @next/next/no-img-element -- a generated data: image, not an asset */}
              <img
                alt=""
                draggable={false}
                src={`data:image/png;base64,${challenge.originalImageBase64}`}
                className="absolute inset-0 h-full w-full select-none"
              />
              {challenge.jigsawImageBase64 ? (
                // eslint-disable-next-line @next/next/no-img-element -- a generated data: image, not an asset
                <img
                  alt=""
                  draggable={false}
                  src={`data:image/png;base64,${challenge.jigsawImageBase64}`}
                  className="absolute top-0 h-full select-none"
                  style={{ left: offset, width: `${(PIECE_WIDTH / REF_WIDTH) * 100}%` }}
                />
              ) : null}
            </>
          ) : null}
        </div>
        <div className="relative mt-3 h-10 w-full rounded-md border border-line bg-steel-50 select-none">
          <div
            className={cn(
              'absolute inset-y-0 left-0 rounded-l-md',
              status === 'passed' ? 'bg-leaf-100' : status === 'failed' ? 'bg-danger-50' : 'bg-steel-100',
            )}
            style={{ width: offset + HANDLE_WIDTH / 2 }}
          />
          <span className="pointer-events-none absolute inset-0 flex items-center justify-center text-sm text-ink-subtle">
            {offset === 0 && status === 'idle' ? t('sliderHint') : ''}
          </span>
          <div
            role="slider"
            tabIndex={0}
            aria-label={t('sliderLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((offset / Math.max(maxOffset(), 1)) * 100)}
            aria-disabled={busy || !challenge}
            data-testid="captcha-slider-handle"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
            onKeyDown={onKeyDown}
            className={cn(
              'absolute top-0 flex h-full cursor-grab touch-none items-center justify-center rounded-md text-white shadow-card active:cursor-grabbing',
              status === 'passed' ? 'bg-leaf-600' : status === 'failed' ? 'bg-danger-600' : 'bg-steel-700',
            )}
            style={{ left: offset, width: HANDLE_WIDTH }}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {status === 'passed' ? (
                <path d="M4 10.5l4 4 8-9" />
              ) : status === 'failed' ? (
                <path d="M5 5l10 10M15 5L5 15" />
              ) : (
                <path d="M7 5l5 5-5 5M12 5l5 5-5 5" />
              )}
            </svg>
          </div>
        </div>
      </div>
    </CaptchaFrame>
  );
}
