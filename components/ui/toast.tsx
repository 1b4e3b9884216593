'use client';

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from './cn';

type Tone = 'success' | 'error' | 'warning' | 'info';
type Toast = { id: number; message: string; tone: Tone };
type ShowToast = (message: string, options?: { tone?: Tone; durationMs?: number }) => void;

const ToastContext = createContext<ShowToast>(() => {});

/** Short messages ("login success", "sent successfully") announced politely to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const show = useCallback<ShowToast>((message, options) => {
    const id = nextId.current++;
    setToasts((current) => [...current.slice(-2), { id, message, tone: options?.tone ?? 'info' }]);
    setTimeout(
      () => setToasts((current) => current.filter((toast) => toast.id !== id)),
      options?.durationMs ?? 3000,
    );
  }, []);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        aria-live="polite"
        role="status"
        className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((toast) => (
          <p
            key={toast.id}
            data-tone={toast.tone}
            className={cn(
              'pointer-events-auto max-w-md rounded-lg px-4 py-2.5 text-sm font-medium shadow-pop',
              toast.tone === 'success' && 'bg-leaf-600 text-white',
              toast.tone === 'error' && 'bg-danger-600 text-white',
              toast.tone === 'warning' && 'bg-warning-50 text-warning-600 ring-1 ring-warning-600/30',
              toast.tone === 'info' && 'bg-steel-900 text-white',
            )}
          >
            {toast.message}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
