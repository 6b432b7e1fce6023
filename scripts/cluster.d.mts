// Types of scripts/cluster.mjs, for the end-to-end test that starts the cluster.

export declare const haproxyConfig: string;

export declare class ClusterUnavailable extends Error {}

export interface ClusterNode {
  name: 'node1' | 'node2';
  port: number;
  /** http://127.0.0.1:<port>: the node itself, past the balancer. */
  url: string;
  readonly pid: number | undefined;
  alive(): boolean;
  /** Its output so far (the last 64 KB). */
  output(): string;
  /** Ends it (SIGKILL unless told otherwise, as a crash) and resolves once it has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port, database and data; resolves once it is ready. */
  restart(): Promise<void>;
}

export interface Cluster {
  /** The balancer (HAProxy): what users reach. */
  url: string;
  nodes: [ClusterNode, ClusterNode];
  databaseUrl: string;
  /** The Redis the nodes share, or undefined when none answered (PostgreSQL adapter and table). */
  redisUrl: string | undefined;
  dataDir: string;
  haproxyPid: number | undefined;
  /** Ends every process by pid, drops the database, deletes the Redis keys and the data folder. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  env?: Record<string, string>;
  echo?: boolean;
  postgresUrl?: string;
  redisUrl?: string | false;
  logLevel?: string;
}

export declare function startCluster(options?: ClusterOptions): Promise<Cluster>;
export declare function postgresAnswers(url?: string): Promise<boolean>;
export declare function redisAnswers(url?: string): Promise<boolean>;
export declare function ensureHaproxy(log?: (line: string) => void): string;
