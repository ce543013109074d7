// Messages between the page and the MD5 worker.
export type WorkerRequest = { id: number; blob: Blob; sliceSize: number } | { id: number; cancel: true };

export type WorkerReply =
  | { id: number; loaded: number }
  | { id: number; hex: string }
  /** `read`: the file could not be read (as opposed to a fault of the worker). */
  | { id: number; error: string; read: boolean };
