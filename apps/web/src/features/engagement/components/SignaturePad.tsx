import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { useComputedColorScheme } from '@mantine/core';
import classes from './engagement.module.css';

/** The pad's drawing size in pixels (the PNG saved); the page scales it to its width. */
export const PAD_WIDTH = 600;
export const PAD_HEIGHT = 200;
/** The ink of the stored signature: dark ink on white paper, whatever the skin it was drawn in. */
const STORED_INK = '#1b1f3b';
const STORED_PAPER = '#ffffff';
/** The ink while drawing, from the skin: dark on the light pad, near-white on the dark one (>= 7:1 each). */
export const PAD_INK = { light: STORED_INK, dark: '#f1effa' } as const;

/** Paints every drawn pixel of `ctx` in `color`, keeping its shape (the pen strokes) and its alpha. */
function recolor(ctx: CanvasRenderingContext2D, color: string): void {
  ctx.save();
  ctx.globalCompositeOperation = 'source-in';
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
  ctx.restore();
}

export interface SignaturePadHandle {
  /** The drawing as a PNG data URL (white paper, dark ink). */
  toDataUrl(): string;
  clear(): void;
}

/**
 * A signature drawn with a mouse, a pen or a finger (pointer events on a canvas). The pad follows the skin
 * (its background and pen colour come from the theme, and strokes already drawn change colour with it),
 * while the saved image is always dark ink on white paper, so it reads the same wherever it is shown.
 * `onInk` tells whether anything is drawn.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, { label: string; onInk: (inked: boolean) => void }>(
  function SignaturePad({ label, onInk }, ref) {
    const canvas = useRef<HTMLCanvasElement>(null);
    const last = useRef<{ x: number; y: number } | null>(null);
    const scheme = useComputedColorScheme('light');
    const ink = PAD_INK[scheme];

    // The skin changed: what is drawn takes the new pen colour.
    useEffect(() => {
      const ctx = canvas.current?.getContext('2d');
      if (ctx) recolor(ctx, ink);
    }, [ink]);

    const context = () => {
      const ctx = canvas.current?.getContext('2d');
      if (!ctx) return null;
      ctx.lineWidth = 3;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = ink;
      ctx.fillStyle = ink;
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
        // The strokes in the stored ink, then paper under them: the PNG is opaque dark-on-white, so it
        // reads on any background whatever the skin it was drawn in.
        const source = canvas.current!;
        const copy = document.createElement('canvas');
        copy.width = PAD_WIDTH;
        copy.height = PAD_HEIGHT;
        const ctx = copy.getContext('2d')!;
        ctx.drawImage(source, 0, 0);
        recolor(ctx, STORED_INK);
        ctx.globalCompositeOperation = 'destination-over';
        ctx.fillStyle = STORED_PAPER;
        ctx.fillRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
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
        data-ink={ink}
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
