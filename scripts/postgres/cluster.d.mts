export interface Cluster {
  url: string;
  port: number;
  dir: string;
  stop(): void;
}
export function findPostgresBin(): string | undefined;
export function ensurePostgresInstalled(options?: { quiet?: boolean }): string | undefined;
export function startCluster(options?: {
  durable?: boolean;
  settings?: Record<string, string | number>;
  password?: string;
}): Promise<Cluster>;
