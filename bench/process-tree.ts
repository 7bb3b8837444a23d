/**
 * @module Peak memory of a whole process tree (the command and every process it starts), sampled
 * from /proc: the sum of the tree's proportional set sizes (PSS: shared pages such as the node
 * binary counted once across the tree, where a plain RSS sum counts them in every process), the sum
 * of resident sets, and the largest single process's RSS.
 */
import { readdirSync, readFileSync } from 'node:fs';

interface Proc {
  readonly pid: number;
  readonly ppid: number;
  readonly rssBytes: number;
}

/** PSS in bytes (`smaps_rollup`), 0 when the process is gone. */
function pssBytes(pid: number): number {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

const PAGE = 4096;

function readProc(pid: number): Proc | undefined {
  try {
    // `stat`: pid (comm) state ppid …; comm may hold spaces, so split after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const rssPages = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return { pid, ppid, rssBytes: rssPages * PAGE };
  } catch {
    return undefined; // exited between listing and reading
  }
}

/** The resident sets of `root` and its descendants now. */
export function treeRss(root: number): { total: number; pss: number; largest: number; processes: number } {
  const procs = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => readProc(Number(d)))
    .filter((p): p is Proc => p !== undefined);
  const inTree = new Set([root]);
  // Parents are not always listed before children: repeat until no process joins.
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of procs) {
      if (!inTree.has(p.pid) && inTree.has(p.ppid)) {
        inTree.add(p.pid);
        grew = true;
      }
    }
  }
  const tree = procs.filter((p) => inTree.has(p.pid));
  return {
    total: tree.reduce((sum, p) => sum + p.rssBytes, 0),
    pss: tree.reduce((sum, p) => sum + pssBytes(p.pid), 0),
    largest: Math.max(0, ...tree.map((p) => p.rssBytes)),
    processes: tree.length,
  };
}

/** Samples a tree every `everyMs` until stopped; returns the peaks in MiB. */
export interface TreePeaks {
  readonly pssMib: number;
  readonly rssSumMib: number;
  readonly largestMib: number;
}

export function sampleTree(root: number, everyMs = 50): () => TreePeaks {
  let pss = 0;
  let peak = 0;
  let largest = 0;
  const sample = () => {
    const now = treeRss(root);
    pss = Math.max(pss, now.pss);
    peak = Math.max(peak, now.total);
    largest = Math.max(largest, now.largest);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return () => {
    clearInterval(timer);
    const mib = (b: number) => Math.round(b / 1024 / 1024);
    return { pssMib: mib(pss), rssSumMib: mib(peak), largestMib: mib(largest) };
  };
}
