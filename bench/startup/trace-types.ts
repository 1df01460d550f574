/** One event of a Chrome trace (`Tracing.dataCollected`, or a trace file's `traceEvents`). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; name?: string; [key: string]: unknown };
}

/** A V8 sampling profile's frame and node (the `Profile` / `ProfileChunk` trace events). */
export interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber: number;
  columnNumber: number;
}
export interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

/** What a `ProfileChunk` event carries in `args.data`. */
export interface ProfileChunkData {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas: number[];
}
