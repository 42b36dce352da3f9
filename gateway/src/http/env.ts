// Types shared by the HTTP layer.
import type { ServiceContext } from '../services/context.js';

export interface AppEnv {
  Variables: {
    clientAddress: string;
    services: ServiceContext;
  };
}
