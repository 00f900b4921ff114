// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { staticImports } from '@tests/size/budget';

describe('size budget: what counts as first-load JavaScript', () => {
  it('follows static imports of a chunk and leaves dynamic import() out', () => {
    const code = [
      'import{a as e,b as t}from"./react-BxT1.js";import"./side-9aZ.js";',
      'const n=()=>import("./popup-Q1.js");',
      'import * as r from "./ns-77.js"',
      'export{n as default};',
    ].join('\n');
    expect(staticImports(code).sort()).toEqual(['ns-77.js', 'react-BxT1.js', 'side-9aZ.js']);
  });
});
