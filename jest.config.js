// Unit and component tests: the shell (jsdom) and the pure packages (node). The server has its own
// runner (node:test through tsx) because it talks to real databases and child processes.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

export default {
  // Component tests drive whole forms through user-event (their MUI transitions are off, see
  // remote-shell/src/test/motionless-theme.ts); on two busy cores one can still take several
  // seconds, and a form test that types a dozen fields took 15-35 s while the server suite ran
  // beside it, so short limits fail busy machines, not broken code. (Jest reads this option only
  // at the top level, not per project.)
  testTimeout: 40_000,
  // Every core: jest's default leaves one free for itself, which on a 2-core machine runs the
  // 117 test files one at a time (jest is busy only while it starts and reports).
  maxWorkers: '100%',
  projects: [
    {
      ...common,
      displayName: 'packages',
      testEnvironment: 'node',
      roots: [
        '<rootDir>/packages/contract',
        '<rootDir>/packages/form-engine',
        '<rootDir>/packages/flow-engine',
      ],
      // TypeBox's value checker ships as ES modules only.
      transformIgnorePatterns: ['/node_modules/(?!typebox/)'],
    },
    {
      ...common,
      displayName: 'remote-shell',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/remote-shell/src'],
      setupFilesAfterEnv: ['<rootDir>/remote-shell/src/test/setup.ts'],
      // CommonJS has no import.meta; the modules that need it for asset URLs are stubbed.
      moduleNameMapper: {
        '^\\./user-manual-url$': '<rootDir>/remote-shell/src/test/user-manual-url.stub.ts',
        // A stylesheet's text (webpack's asset/source): jsdom lays nothing out, so none is needed.
        '\\.css\\?raw$': '<rootDir>/remote-shell/src/test/raw-css.stub.ts',
        '^\\./emoticon-urls$': '<rootDir>/remote-shell/src/test/emoticon-urls.stub.ts',
      },
      // The rich-text editor's Quill and its helpers, and TypeBox's value checker, ship as ES
      // modules only.
      transformIgnorePatterns: ['/node_modules/(?!(quill|parchment|lodash-es|typebox)/)'],
    },
  ],
};
