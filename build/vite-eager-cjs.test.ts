import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eagerCommonJs, eagerFactories } from './vite-eager-cjs.ts';

describe('eagerFactories', () => {
  it('writes each CommonJS factory as a function expression, parameters kept', () => {
    const code = [
      'var require_a = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
      '\tmodule.exports = () => 1;',
      '}));',
      'var require_b = __commonJSMin(((exports, module, this$1) => {',
      '\tthis$1.x = (y) => y;',
      '}));',
    ].join('\n');
    expect(eagerFactories(code)?.toString()).toBe(
      [
        'var require_a = /* @__PURE__ */ __commonJSMin((function(exports, module) {',
        '\tmodule.exports = () => 1;',
        '}));',
        'var require_b = __commonJSMin((function(exports, module, this$1) {',
        '\tthis$1.x = (y) => y;',
        '}));',
      ].join('\n'),
    );
  });

  it('leaves a chunk without CommonJS alone, arrows of its own included', () => {
    expect(eagerFactories('export const f = ((a) => { return a; });')).toBeNull();
  });
});

describe('in a real build', () => {
  let dir: string;
  let chunk: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'eager-cjs-'));
    writeFileSync(
      join(dir, 'lib.cjs'),
      'var count = 0;\nexports.next = function () { return ++count; };\nexports.self = typeof this;\n',
    );
    writeFileSync(
      join(dir, 'main.js'),
      "import lib from './lib.cjs';\nexport const first = lib.next();\nexport const self = lib.self;\n",
    );
    const output = (await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      plugins: [eagerCommonJs()],
      build: {
        write: false,
        minify: true,
        sourcemap: true,
        lib: { entry: join(dir, 'main.js'), formats: ['es'], fileName: 'main' },
      },
    })) as Rolldown.RolldownOutput[];
    chunk = output[0].output.find((file) => file.type === 'chunk')!.code;
    writeFileSync(join(dir, 'out.mjs'), chunk);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the factory a function expression through minification', () => {
    expect(chunk).toMatch(/\(\(function\s*\([\w\s,]*\)\s*\{/);
    expect(chunk).not.toMatch(/\(\(\(?[\w\s,]*\)?\s*=>\s*\{/);
  });

  it('runs the module as before: required once, `this` as CommonJS has it', () => {
    // Node runs the chunk itself, not Vitest's module runner: that one transformed it again, and left
    // Vite's lookups of files for it running when the test file ended, which once aborted the whole
    // run from the worker thread being stopped.
    const url = JSON.stringify(pathToFileURL(join(dir, 'out.mjs')).href);
    const printed = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const m = await import(${url}); console.log(JSON.stringify(m));`,
      ],
      { encoding: 'utf8' },
    );
    const built = JSON.parse(printed) as { first: number; self: string };
    expect(built.first).toBe(1);
    expect(built.self).toBe('object');
  });
});
