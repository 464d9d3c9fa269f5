import { filesApi, uploadFile, UPLOAD_INVALIDATES, type LibraryFile } from '@gartenwerk/api-client';
import { uploadStatusOf, type UploadStatus } from '@gartenwerk/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useDispatch } from 'react-redux';

/** One file waiting in or passing through the upload queue. */
export interface QueueItem {
  id: string;
  file: File;
  name: string;
  size: number;
  progress: number;
  status: UploadStatus;
}

export interface UploadQueueEvents {
  onUploaded: (file: LibraryFile) => void;
  onFailed: (item: QueueItem, error: unknown) => void;
}

let nextItemId = 1;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The upload queue: files are queued, then sent one after another with their progress; an item
 * leaves the queue when the server has stored it, when it fails, or when it is cancelled.
 */
export function useUploadQueue({ onUploaded, onFailed }: UploadQueueEvents) {
  const dispatch = useDispatch();
  const [items, setItems] = useState<QueueItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const current = useRef(items);
  current.current = items;
  const events = useRef({ onUploaded, onFailed });
  events.current = { onUploaded, onFailed };

  // Leaving the screen cancels what is still being sent.
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const change = (id: string, update: Partial<QueueItem>) =>
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...update } : item)));
  const drop = (id: string) => setItems((list) => list.filter((item) => item.id !== id));

  const add = useCallback((files: File[]) => {
    const added = files.map((file) => ({
      id: `upload-${nextItemId++}`,
      file,
      name: file.name,
      size: file.size,
      progress: 0,
      status: 'queued' as const,
    }));
    setItems((list) => [...list, ...added]);
  }, []);

  async function send(item: QueueItem) {
    const controller = new AbortController();
    controllers.current.set(item.id, controller);
    change(item.id, { status: 'uploading', progress: 0 });
    try {
      const stored = await uploadFile(item.file, [], {
        signal: controller.signal,
        // Committed at once: the answer can follow the last byte so closely that a batched render
        // would never show the processing state.
        onProgress: (progress) =>
          flushSync(() => change(item.id, { progress, status: uploadStatusOf(true, progress) })),
      });
      dispatch(filesApi.util.invalidateTags(UPLOAD_INVALIDATES));
      events.current.onUploaded(stored);
    } catch (error) {
      if (!isAbort(error)) events.current.onFailed(item, error);
    } finally {
      controllers.current.delete(item.id);
      drop(item.id);
    }
  }

  /** Sends every queued item, one after another. */
  async function startAll() {
    const queued = items.filter((item) => item.status === 'queued');
    for (const item of queued) {
      // Removed while the ones before it were being sent.
      if (current.current.some((candidate) => candidate.id === item.id)) await send(item);
    }
  }

  return {
    items,
    add,
    startAll,
    remove: drop,
    cancel: (id: string) => controllers.current.get(id)?.abort(),
  };
}
