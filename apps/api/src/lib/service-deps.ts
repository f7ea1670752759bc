import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Storage } from '../plugins/storage';

/** What a module's service may use. Services never import each other; routes reach them via app.services. */
export interface ServiceDeps {
  db: Db;
  storage: Storage;
  config: Config;
  /** The clock (tests pass their own); the real time when unset. */
  now?: () => Date;
}
