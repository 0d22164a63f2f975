import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { dashboardConfig } from '../../dashboard-config';
import type { DashboardLimits } from '../../lib/account-types';
import { uploadClient } from '../../lib/api';
import { messageOf } from '../../lib/error-message';
import { keys } from '../../lib/queries';
import { uploadProblem } from './upload-rules';

export type UploadState = 'waiting' | 'sending' | 'uploaded' | 'failed' | 'refused';

export interface UploadItem {
  id: number;
  name: string;
  size: number;
  state: UploadState;
  /** Bytes of the request sent so far, and its whole size (the file plus the form around it). */
  sent: number;
  total: number;
  /** Why it was refused or failed, in a sentence. */
  problem: string | null;
}

let nextId = 1;

/**
 * Many PDFs at once: each is checked against the plan (type, size, the plan's document cap counting the ones
 * already on their way), the refused ones get their sentence and the others are sent, a few at a time, each with
 * its own progress. One failure stops nothing else.
 */
export function useUploads({ limits, planTitle, documentCount }: { limits: Pick<DashboardLimits, 'maxDocuments' | 'maxFileBytes'>; planTitle: string; documentCount: number }) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<{ id: number; file: File }[]>([]);
  const running = useRef(0);
  // Files accepted but not yet in the document list: they count against the plan's cap like stored ones.
  const onTheirWay = useRef(0);

  const update = useCallback((id: number, change: Partial<UploadItem>) => setItems((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item))), []);

  const pump = useCallback(() => {
    while (running.current < dashboardConfig.parallelUploads && queue.current.length) {
      const { id, file } = queue.current.shift()!;
      running.current++;
      update(id, { state: 'sending' });
      uploadClient((sent, total) => update(id, { sent, total }))
        .documents.upload({ file, name: file.name })
        .then(
          () => update(id, { state: 'uploaded' }),
          (error: unknown) => update(id, { state: 'failed', problem: messageOf(error) }),
        )
        .finally(() => {
          running.current--;
          onTheirWay.current--;
          void queryClient.invalidateQueries({ queryKey: keys.documents });
          void queryClient.invalidateQueries({ queryKey: keys.summary });
          pump();
        });
    }
  }, [queryClient, update]);

  const add = useCallback(
    (files: Iterable<File>) => {
      const added: UploadItem[] = [];
      for (const file of files) {
        const id = nextId++;
        const problem = uploadProblem(file, limits, planTitle, documentCount + onTheirWay.current);
        added.push({ id, name: file.name, size: file.size, state: problem ? 'refused' : 'waiting', sent: 0, total: file.size, problem });
        if (!problem) {
          onTheirWay.current++;
          queue.current.push({ id, file });
        }
      }
      // Newest batch first; finished lines of earlier batches stay until dismissed.
      setItems((all) => [...added, ...all]);
      pump();
    },
    [limits, planTitle, documentCount, pump],
  );

  const clearFinished = useCallback(() => setItems((all) => all.filter((item) => item.state === 'waiting' || item.state === 'sending')), []);

  return { items, add, clearFinished, busy: items.some((item) => item.state === 'waiting' || item.state === 'sending') };
}
