import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

interface SharedEntry {
  singleton: true;
  version: string;
  requiredVersion: string;
}

interface PackageJson {
  version: string;
  dependencies?: Record<string, string>;
}

function readPackageJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/**
 * The Module Federation `shared` map of the remote shell: one copy of React, emotion, MUI and the
 * store libraries per page, whoever loads first.
 *
 * Every entry states its version and range explicitly instead of letting the plugin infer them:
 * MUI 7+ packages defeat the plugin's inference (module-federation/core #3779), and reading the
 * installed version keeps the other entries honest in the same way.
 */
export function sharedDependencies(packageDir: string): Record<string, SharedEntry> {
  const manifest = readPackageJson(path.join(packageDir, 'package.json'));
  const require = createRequire(path.join(packageDir, 'package.json'));
  const entry = (name: string): SharedEntry => {
    const requiredVersion = manifest.dependencies?.[name];
    if (!requiredVersion)
      throw new Error(`${name} is shared but not a dependency of ${packageDir}`);
    const version = readPackageJson(require.resolve(`${name}/package.json`)).version;
    return { singleton: true, version, requiredVersion };
  };
  return {
    react: entry('react'),
    // The trailing slash shares deep imports too: react/jsx-runtime, react-dom/client.
    'react/': entry('react'),
    'react-dom': entry('react-dom'),
    'react-dom/': entry('react-dom'),
    '@emotion/react': entry('@emotion/react'),
    '@emotion/styled': entry('@emotion/styled'),
    '@emotion/cache': entry('@emotion/cache'),
    // Exact name only: the shell imports components by path (@mui/material/Button), and sharing
    // the '@mui/material/' prefix made every component a shared module of its own (23 files became
    // 68 and the total grew by 16%). So the shell's components come from its own chunks even when a
    // host provides MUI; code importing the package root does share it.
    '@mui/material': entry('@mui/material'),
    'react-redux': entry('react-redux'),
    '@reduxjs/toolkit': entry('@reduxjs/toolkit'),
  };
}
