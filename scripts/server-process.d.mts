import type { ChildProcess } from 'node:child_process';

export declare const repoRoot: string;
export declare const serverEntry: string;
export declare const SERVER_NODE_OPTIONS: string[];

export interface ServerProcess {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the server printed so far (when started with `capture`). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) once the process has exited. */
  exited: Promise<number | null>;
  /** Sends the signal (SIGTERM: graceful) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartOptions {
  /** Port to listen on; a free one by default. */
  port?: number;
  /** Variables over the current environment. */
  env?: Record<string, string>;
  /** Wait until /api/health answers 200 (default true); false returns as soon as the process runs. */
  waitForHealth?: boolean;
  /** How long to wait for health, in ms (default 120 s). */
  timeoutMs?: number;
  /** Keep the output for `output()` instead of passing it through (default true). */
  capture?: boolean;
}

export declare function freePort(): Promise<number>;
export declare function startBuiltServer(options?: StartOptions): Promise<ServerProcess>;
export declare function waitForHealth(server: ServerProcess, timeoutMs: number): Promise<void>;
