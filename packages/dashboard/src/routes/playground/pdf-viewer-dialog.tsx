import { Alert, Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@pagewise/ui';
import { useQuery } from '@tanstack/react-query';
import { ExternalLinkIcon } from 'lucide-react';
import type { SourceDocument } from '@pagewise/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { documentFile } from './document-file';
import { PageHighlight } from './page-highlight';
import { messageOf } from '../../lib/error-message';
import { Loading } from '../../components/loading';
import { NameText } from '../../components/name-text';

export interface OpenCitation {
  documentId: string;
  name: string;
  page: number;
  /** Where the quoted sentence lies on the page, when the API located it. */
  highlight?: SourceDocument['highlight'];
}

/**
 * The cited page with the quoted sentence marked, when the source has a highlight (the page image from the API,
 * drawn on a canvas with the rectangles over it); else, or when asked, the PDF in the browser's own viewer,
 * opened at the cited page (blob URL + #page=N).
 */
export function PdfViewerDialog({ citation, onClose }: { citation: OpenCitation | null; onClose: () => void }) {
  const [wholeFile, setWholeFile] = useState(false);
  useEffect(() => setWholeFile(false), [citation]);
  const marked = citation?.highlight && !wholeFile ? citation.highlight : null;
  const file = useQuery({
    queryKey: ['document-file', citation?.documentId],
    queryFn: ({ signal }) => documentFile(citation!.documentId, signal),
    enabled: citation !== null && !marked,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const pageUrl = url && citation ? `${url}#page=${citation.page}` : null;
  // The dialog has no trigger of its own (a citation opens it), so Radix would hand focus to the page's body on
  // close. The element that had focus when it opened (the citation) is noted during the opening render, before
  // the dialog takes focus, and gets it back.
  const opener = useRef<HTMLElement | null>(null);
  if (citation && !opener.current && typeof document !== 'undefined') opener.current = document.activeElement as HTMLElement | null;

  return (
    <Dialog open={citation !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="flex h-[90vh] max-w-4xl flex-col"
        onCloseAutoFocus={(event) => {
          const back = opener.current;
          opener.current = null;
          if (back?.isConnected) {
            event.preventDefault();
            back.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>
            <NameText name={citation?.name ?? ''} />
          </DialogTitle>
          <DialogDescription>Page {citation?.page}</DialogDescription>
        </DialogHeader>
        {marked && citation ? (
          <>
            <PageHighlight documentId={citation.documentId} page={citation.page} highlight={marked} label={`${citation.name}, page ${citation.page}, with the quoted sentence marked`} />
            <Button variant="link" size="sm" className="self-start px-0" onClick={() => setWholeFile(true)}>
              Open the whole PDF at page {citation.page}
            </Button>
          </>
        ) : file.error ? (
          <Alert tone="danger">Could not open the PDF. {messageOf(file.error)}</Alert>
        ) : !pageUrl ? (
          <Loading className="flex-1" label="Loading the PDF" />
        ) : (
          <>
            {/* key: a new page reloads the viewer at that page. */}
            <iframe key={pageUrl} src={pageUrl} title={`${citation?.name}, page ${citation?.page}`} className="w-full flex-1 rounded-control border border-border" />
            <Button asChild variant="link" size="sm" className="self-start px-0">
              <a href={pageUrl} target="_blank" rel="noopener">
                <ExternalLinkIcon aria-hidden />
                Open in a new tab at page {citation?.page}
              </a>
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
