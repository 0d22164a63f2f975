import { Alert } from '@pagewise/ui';
import type { SourceDocument } from '@pagewise/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api';
import { messageOf } from '../../lib/error-message';
import { Loading } from '../../components/loading';

type Highlight = NonNullable<SourceDocument['highlight']>;

/**
 * One page as the API draws it (GET /v1/documents/{id}/pages/{page}/image) on a canvas, with the quoted
 * sentence's rectangles over it like a highlighter, scrolled so the first marked line shows.
 */
export function PageHighlight({ documentId, page, highlight, label }: { documentId: string; page: number; highlight: Highlight; label: string }) {
  const image = useQuery({
    queryKey: ['page-image', documentId, page],
    queryFn: ({ signal }) => api().documents.pageImage(documentId, page, { signal, timeout: 60_000 }),
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const canvas = useRef<HTMLCanvasElement>(null);
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const blob = image.data;
    const target = canvas.current;
    if (!blob || !target || typeof createImageBitmap !== 'function') return;
    let cancelled = false;
    void createImageBitmap(blob).then((bitmap) => {
      if (cancelled) return;
      drawPage(target, bitmap, highlight);
      const { page_height, rects } = highlight;
      const top = rects.length ? Math.min(...rects.map((r) => page_height - r[3])) : 0;
      if (scroller.current) scroller.current.scrollTop = (top / page_height) * target.clientHeight - 24;
    });
    return () => void (cancelled = true);
  }, [image.data, highlight]);

  if (image.error) return <Alert tone="danger">Could not draw the page. {messageOf(image.error)}</Alert>;
  return (
    <div ref={scroller} className="relative w-full flex-1 overflow-auto rounded-control border border-border bg-white">
      {!image.data && <Loading className="absolute inset-0" label="Loading the page" />}
      <canvas ref={canvas} role="img" aria-label={label} className="block h-auto w-full" />
    </div>
  );
}

/** The page, then yellow multiplied into it over each rectangle, so the text stays as dark as it was. */
export function drawPage(canvas: HTMLCanvasElement, image: CanvasImageSource & { width: number; height: number }, highlight: Highlight): void {
  const { page_width, page_height, rects } = highlight;
  const [x, y] = [image.width / page_width, image.height / page_height];
  canvas.width = image.width;
  canvas.height = image.height;
  const g = canvas.getContext('2d');
  if (!g) return;
  g.drawImage(image, 0, 0);
  g.globalCompositeOperation = 'multiply';
  g.fillStyle = '#fde047';
  // PDF y grows upwards from the page's foot; the image's y grows downwards from its top.
  for (const [x0, y0, x1, y1] of rects) g.fillRect(x0 * x, (page_height - y1) * y, (x1 - x0) * x, (y1 - y0) * y);
}
