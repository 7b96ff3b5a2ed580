import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Table, is } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MODULES } from './modules';

// The module graph as the source files write it (type imports included), checked against the front doors' `needs`
// and MODULES (docs/decisions/069-module-front-doors.md). Lint checks each import; this checks the whole.
const MODULES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'modules');
const IMPORT = /^\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]/gm;
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
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = path.relative(MODULES_DIR, path.resolve(path.dirname(file), spec!)).split(path.sep);
        if (target[0] !== '..' && target.length > 1 && target[0] !== module) targets.add(target[0]!);
      }
    }
    graph.set(module, targets);
  }
  return graph;
}

function closure(name: string): Set<string> {
  const byName = new Map(MODULES.map((m) => [m.name, m]));
  const seen = new Set<string>();
  const visit = (n: string) => {
    for (const need of byName.get(n)?.needs ?? []) {
      if (seen.has(need.name)) continue;
      seen.add(need.name);
      visit(need.name);
    }
  };
  visit(name);
  return seen;
}

describe('modules', () => {
  it('every module folder has a front door in MODULES, listed after the modules it needs', () => {
    expect(MODULES.map((m) => m.name).sort()).toEqual(readdirSync(MODULES_DIR).sort());
    MODULES.forEach((module, index) => {
      const before = new Set(MODULES.slice(0, index).map((m) => m.name));
      for (const need of module.needs)
        expect(before, `${module.name} needs ${need.name}`).toContain(need.name);
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
    // Front doors that still re-export a table, until their issue-22 work lands: take a module off once its
    // front door exports none.
    const stillExporting = new Set(['clubs', 'events', 'guests', 'points']);
    for (const name of readdirSync(MODULES_DIR)) {
      if (stillExporting.has(name)) continue;
      const frontDoor = (await import(path.join(MODULES_DIR, name, `${name}.module.ts`))) as Record<string, unknown>;
      const tables = Object.entries(frontDoor).filter(([, value]) => is(value, Table));
      expect(tables.map(([key]) => key), `${name}'s front door exports tables`).toEqual([]);
    }
  });
});
