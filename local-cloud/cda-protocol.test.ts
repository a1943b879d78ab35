import { resolve } from 'node:path';
import { protocolLinksSuite } from './cda-protocol-links-suite.ts';
import { protocolSuite } from './cda-protocol-suite.ts';

const root = resolve(import.meta.dirname, '..');

protocolSuite(
  'real-world starter export',
  resolve(root, 'tests/fixtures/starter-gatsby-blog-export.json'),
);
protocolSuite('demo content', resolve(root, 'demo-content/export.json'));

protocolLinksSuite(
  'real-world starter export',
  resolve(root, 'tests/fixtures/starter-gatsby-blog-export.json'),
);
protocolLinksSuite('demo content', resolve(root, 'demo-content/export.json'));
