/**
 * Build plugin: the CommonJS packages bundled into the app (React DOM, React and the scheduler on
 * every page) are compiled while they download, not on the main thread when they first run.
 *
 * The bundler wraps each CommonJS module in a factory, an arrow function it calls when the module is
 * first required. V8 compiles a module script off the main thread as it streams in, but only its top
 * level: a function inside is compiled on its first call, by the main thread. React DOM's factory is
 * the whole of React DOM (190 KB), so importing it compiled all of that in the task that evaluates it.
 * V8 compiles a function at once when it is a function expression right after an opening parenthesis
 * (its guess that the function is about to be called), and a factory is always called. Written as
 * `(function (exports, module) { … })` instead of `((exports, module) => { … })`, each factory is
 * compiled with the script. Nothing else changes: the factory is called without `this`, and module
 * code reads neither `this` nor `arguments` at its top level as an arrow's body (the bundler passes
 * `this` as a parameter when a module uses it).
 *
 * It runs on each chunk before minification, so the source map follows the edit.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The bundler's CommonJS factory: `__commonJSMin(((exports, module) => {`. */
const FACTORY = /(__commonJS(?:Min)?\(\()\(([\w$, ]*)\) => \{/g;

/** `code` with each CommonJS factory written as a function expression; null when it has none. */
export function eagerFactories(code: string): MagicString | null {
  let edited: MagicString | null = null;
  for (const match of code.matchAll(FACTORY)) {
    edited ??= new MagicString(code);
    const [whole, call, params] = match;
    edited.overwrite(match.index, match.index + whole.length, `${call}function(${params}) {`);
  }
  return edited;
}

export function eagerCommonJs(): Plugin {
  return {
    name: 'gq-eager-commonjs',
    apply: 'build',
    renderChunk(code) {
      const edited = eagerFactories(code);
      return edited && { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
  };
}
