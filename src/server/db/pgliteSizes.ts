// File sizes of a PGlite data directory, remembered between changes.
//
// Why: planning any query on `records` asks the size of every index on it (about 160: one per declared
// list access path, partial on one entity). PostgreSQL gets a size by lseek(SEEK_END); in PGlite on a
// directory that is Emscripten's NODEFS, which answers each one with a Node fstat — ~15 µs, so ~2 ms of
// every query on `records` (measured: 4.4 → 2.4 ms per list page query with 150 other indexes).
//
// Why it is safe: PGlite is the only writer of its data directory, and every change of a file's size
// passes through NODEFS — write (also msync), and setattr (ftruncate, fallocate, O_TRUNC). Each drops the
// remembered size, so the next lseek asks the file again. Nothing else is cached: reads, other seeks and
// stat calls go through unchanged. In-memory PGlite (MEMFS) already answers sizes from memory.
import type { PGlite } from '@electric-sql/pglite';

interface FsType {
  stream_ops?: StreamOps;
  node_ops?: NodeOps;
}
interface FsNode {
  mode: number;
  mount?: { type?: FsType };
}
interface FsStream {
  node: FsNode;
}
/** The wrapped operations take their stream or node first; the rest passes through untouched. */
type StreamFn = (stream: FsStream, ...rest: unknown[]) => unknown;
type NodeFn = (node: FsNode, ...rest: unknown[]) => unknown;
interface StreamOps {
  llseek?: (stream: FsStream, offset: number, whence: number) => number;
  write?: StreamFn;
  setattr?: StreamFn;
  [marker]?: true;
}
interface NodeOps {
  setattr?: NodeFn;
}
interface EmFs {
  lookupPath(path: string): { node: FsNode };
  isFile(mode: number): boolean;
}

const marker = Symbol('nccq.sizeCache');
const SEEK_END = 2;

/** The filesystem type mounted at `dir` inside PGlite, or null when this PGlite build looks different. */
function mountedOps(pg: PGlite, dir: string): { fs: EmFs; stream: StreamOps; node: NodeOps } | null {
  const fs = (pg as unknown as { Module?: { FS?: EmFs } }).Module?.FS;
  if (!fs || typeof fs.lookupPath !== 'function' || typeof fs.isFile !== 'function') return null;
  let type: FsType | undefined;
  try {
    type = fs.lookupPath(dir).node.mount?.type;
  } catch {
    return null;
  }
  const stream = type?.stream_ops;
  const node = type?.node_ops;
  if (!stream?.llseek || !stream.write || !node?.setattr) return null;
  return { fs, stream, node };
}

/**
 * Remembers the sizes PostgreSQL asks by lseek(SEEK_END) on the files under `dir` (PGlite's data
 * directory) until the file is written or resized. Returns whether the cache is in place.
 */
export function cacheFileSizes(pg: PGlite, dir: string): boolean {
  const ops = mountedOps(pg, dir);
  if (!ops) return false;
  const { fs, stream: so, node: no } = ops;
  if (so[marker]) return true; // PGlites sharing one NODEFS object: wrapped once
  const sizes = new WeakMap<object, number>();
  const llseek = so.llseek!;
  const write = so.write!;
  const streamSetattr = so.setattr;
  const nodeSetattr = no.setattr!;
  so.llseek = (s, offset, whence) => {
    if (whence !== SEEK_END || !fs.isFile(s.node.mode)) return llseek(s, offset, whence);
    let size = sizes.get(s.node);
    if (size === undefined) {
      size = llseek(s, 0, SEEK_END);
      sizes.set(s.node, size);
    }
    // Negative results throw inside llseek; a cached size plus a negative offset must too.
    return size + offset < 0 ? llseek(s, offset, whence) : size + offset;
  };
  so.write = (s, ...rest) => {
    sizes.delete(s.node);
    return write(s, ...rest);
  };
  if (streamSetattr) {
    so.setattr = (s, ...rest) => {
      sizes.delete(s.node);
      return streamSetattr(s, ...rest);
    };
  }
  no.setattr = (n, ...rest) => {
    sizes.delete(n);
    return nodeSetattr(n, ...rest);
  };
  so[marker] = true;
  return true;
}
