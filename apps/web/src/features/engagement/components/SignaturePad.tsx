import { forwardRef, useImperativeHandle, useRef } from 'react';
import classes from './engagement.module.css';

/** The pad's drawing size in pixels (the PNG saved); the page scales it to its width. */
export const PAD_WIDTH = 600;
export const PAD_HEIGHT = 200;
const INK = '#1b1f3b';

export interface SignaturePadHandle {
  /** The drawing as a PNG data URL (white paper, dark ink). */
  toDataUrl(): string;
  clear(): void;
}

/**
 * A signature drawn with a mouse, a pen or a finger (pointer events on a canvas). The pad is white paper
 * with dark ink in both skins, so the saved image reads the same wherever it is shown. `onInk` tells
 * whether anything is drawn.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, { label: string; onInk: (inked: boolean) => void }>(
  function SignaturePad({ label, onInk }, ref) {
    const canvas = useRef<HTMLCanvasElement>(null);
    const last = useRef<{ x: number; y: number } | null>(null);

    const context = () => {
      const ctx = canvas.current?.getContext('2d');
      if (!ctx) return null;
      ctx.lineWidth = 3;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = INK;
      ctx.fillStyle = INK;
      return ctx;
    };
    const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
      const box = event.currentTarget.getBoundingClientRect();
      return {
        x: ((event.clientX - box.left) * PAD_WIDTH) / box.width,
        y: ((event.clientY - box.top) * PAD_HEIGHT) / box.height,
      };
    };

    useImperativeHandle(ref, () => ({
      toDataUrl: () => {
        // Paper under the ink: the PNG is opaque, so it reads on any background.
        const source = canvas.current!;
        const copy = document.createElement('canvas');
        copy.width = PAD_WIDTH;
        copy.height = PAD_HEIGHT;
        const ctx = copy.getContext('2d')!;
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
        ctx.drawImage(source, 0, 0);
        return copy.toDataURL('image/png');
      },
      clear: () => {
        canvas.current?.getContext('2d')?.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
        onInk(false);
      },
    }));

    return (
      <canvas
        ref={canvas}
        width={PAD_WIDTH}
        height={PAD_HEIGHT}
        className={classes.pad}
        role="img"
        aria-label={label}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          const ctx = context();
          const at = point(event);
          last.current = at;
          if (!ctx) return;
          // A dot for a tap.
          ctx.beginPath();
          ctx.arc(at.x, at.y, 1.5, 0, Math.PI * 2);
          ctx.fill();
          onInk(true);
        }}
        onPointerMove={(event) => {
          if (!last.current) return;
          const ctx = context();
          const at = point(event);
          if (ctx) {
            ctx.beginPath();
            ctx.moveTo(last.current.x, last.current.y);
            ctx.lineTo(at.x, at.y);
            ctx.stroke();
          }
          last.current = at;
        }}
        onPointerUp={() => {
          last.current = null;
        }}
        onPointerCancel={() => {
          last.current = null;
        }}
      />
    );
  },
);
