import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Table, is } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MODULES } from './modules';

// The module graph as the source files write it (type imports included), checked against the front doors' `needs`
// and MODULES (docs/decisions/069-module-front-doors.md). Lint checks each import; this checks the whole.
const MODULES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'modules');
const IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]/gm;
const isTest = (file: string) => /\.test\.ts$|\.test-(support|helpers)\.ts$/.test(file);

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full);
    return entry.name.endsWith('.ts') && !isTest(entry.name) ? [full] : [];
  });
}

/** module → the modules its production files import (through any file). */
function importGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of readdirSync(MODULES_DIR)) {
    const targets = new Set<string>();
    for (const file of filesOf(path.join(MODULES_DIR, module))) {
      for (const [, from, dynamic] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const spec = (from ?? dynamic)!;
        const target = path.relative(MODULES_DIR, path.resolve(path.dirname(file), spec)).split(path.sep);
        if (target[0] !== '..' && target.length > 1 && target[0] !== module) targets.add(target[0]!);
      }
    }
    graph.set(module, targets);
  }
  return graph;
}

/**
 * Each front door's needs as its source writes them (`needs: [xModule, …]`). Read from the text because a cycle
 * among front doors leaves one of them evaluated before the other: its `needs` then holds undefined at run time.
 */
function declaredNeeds(): Map<string, string[]> {
  const needs = new Map<string, string[]>();
  for (const module of readdirSync(MODULES_DIR)) {
    const door = path.join(MODULES_DIR, module, `${module}.module.ts`);
    const list = /needs:\s*\[([^\]]*)\]/.exec(readFileSync(door, 'utf8'))?.[1] ?? '';
    needs.set(
      module,
      [...list.matchAll(/(\w+)Module\b/g)].map((m) => m[1]!),
    );
  }
  return needs;
}

/** A cycle of a needs graph as the path that closes it (a → b → a), or null. */
function cycleIn(needs: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const visit = (name: string, trail: string[]): string[] | null => {
    const at = trail.indexOf(name);
    if (at >= 0) return [...trail.slice(at), name];
    if (done.has(name)) return null;
    for (const next of needs.get(name) ?? []) {
      const found = visit(next, [...trail, name]);
      if (found) return found;
    }
    done.add(name);
    return null;
  };
  for (const name of needs.keys()) {
    const found = visit(name, []);
    if (found) return found;
  }
  return null;
}

const cycleMessage = () => {
  const cycle = cycleIn(declaredNeeds());
  return cycle ? `the front doors' needs form a cycle: ${cycle.join(' → ')}` : 'no cycle in the needs';
};

function closure(name: string): Set<string> {
  const byName = new Map(MODULES.map((m) => [m.name, m]));
  const seen = new Set<string>();
  const visit = (n: string) => {
    for (const need of byName.get(n)?.needs ?? []) {
      if (!need) throw new Error(`Module ${n} has an undefined need: ${cycleMessage()}`);
      if (seen.has(need.name)) continue;
      seen.add(need.name);
      visit(need.name);
    }
  };
  visit(name);
  return seen;
}

describe('modules', () => {
  it("the front doors' needs form no cycle (named when they do)", () => {
    expect(cycleIn(declaredNeeds()), cycleMessage()).toBeNull();
  });

  it('finds and names a cycle of needs', () => {
    const acyclic = new Map([
      ['points', ['clubs', 'ledger']],
      ['clubs', ['users']],
      ['ledger', []],
      ['users', []],
    ]);
    expect(cycleIn(acyclic)).toBeNull();
    expect(cycleIn(new Map([...acyclic, ['ledger', ['points']]]))).toEqual(['points', 'ledger', 'points']);
    expect(cycleIn(new Map([...acyclic, ['users', ['users']]]))).toEqual(['users', 'users']);
  });

  it('every module folder has a front door in MODULES, listed after the modules it needs', () => {
    expect(MODULES.map((m) => m.name).sort()).toEqual(readdirSync(MODULES_DIR).sort());
    MODULES.forEach((module, index) => {
      const before = new Set(MODULES.slice(0, index).map((m) => m.name));
      for (const need of module.needs) {
        if (!need) throw new Error(`Module ${module.name} has an undefined need: ${cycleMessage()}`);
        expect(before, `${module.name} needs ${need.name}`).toContain(need.name);
      }
    });
  });

  it('imports only modules it needs (directly or through them), so the import graph has no cycle', () => {
    const graph = importGraph();
    for (const [module, targets] of graph) {
      const allowed = closure(module);
      for (const target of targets) expect(allowed, `${module} imports ${target}`).toContain(target);
    }
  });

  it('front doors export read and write functions, not tables (docs/decisions/120, 121)', async () => {
    for (const name of readdirSync(MODULES_DIR)) {
      const frontDoor = (await import(path.join(MODULES_DIR, name, `${name}.module.ts`))) as Record<
        string,
        unknown
      >;
      const tables = Object.entries(frontDoor).filter(([, value]) => is(value, Table));
      expect(
        tables.map(([key]) => key),
        `${name}'s front door exports tables`,
      ).toEqual([]);
    }
  });
});
