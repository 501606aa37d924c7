#!/usr/bin/env node
// Generates TypeScript from proto/*.proto with ts-proto into proto/src/gen/ (committed).
//   node scripts/proto.mjs           regenerate
//   node scripts/proto.mjs --check   regenerate into a temp dir; exit 1 naming files that differ (CI)
// protoc comes from the system (Debian protobuf-compiler) or $PROTOC.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const protoDir = join(root, 'proto');
const genDir = join(protoDir, 'src', 'gen');
const plugin = join(root, 'node_modules', '.bin', 'protoc-gen-ts_proto');

// Fixed and complete: the output must depend on the .proto files alone.
const TS_PROTO_OPTIONS = [
  'outputServices=grpc-js', // CatalogService definition, CatalogServer, CatalogClient
  'esModuleInterop=true',
  'env=node', // bytes as Buffer; the web app never imports this code
  'forceLong=number', // int64 money as number (whole RWF stays far below 2^53)
  'useOptionals=messages', // message fields are optional keys; `optional` scalars too
  'outputJsonMethods=false', // REST shapes are the gateway's; proto JSON would only mislead
  'annotateFilesWithVersion=false', // no tool versions in the output, so CI and laptops agree
];

function protoFiles() {
  return readdirSync(protoDir)
    .filter((name) => name.endsWith('.proto'))
    .sort();
}

function generate(outDir) {
  const protoc = process.env.PROTOC || 'protoc';
  const args = [
    `--plugin=protoc-gen-ts_proto=${plugin}`,
    `--ts_proto_out=${outDir}`,
    `--ts_proto_opt=${TS_PROTO_OPTIONS.join(',')}`,
    `--proto_path=${protoDir}`,
    ...protoFiles(),
  ];
  try {
    execFileSync(protoc, args, { cwd: protoDir, stdio: ['ignore', 'inherit', 'inherit'] });
  } catch (error) {
    if (error.code === 'ENOENT') {
      console.error(`proto: '${protoc}' not found. Install protobuf-compiler (apt) or set PROTOC.`);
    } else {
      console.error(`proto: protoc failed (exit ${error.status ?? '?'}).`);
    }
    process.exit(2);
  }
}

/** Relative paths of every file under dir, sorted, with forward slashes. */
function listFiles(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path, base) : [relative(base, path).split(sep).join('/')];
    })
    .sort();
}

function differences(expectedDir, actualDir) {
  const expected = listFiles(expectedDir);
  const actual = new Set(listFiles(actualDir));
  const problems = [];
  for (const file of expected) {
    if (!actual.has(file)) problems.push(`missing   ${file}`);
    else if (!readFileSync(join(expectedDir, file)).equals(readFileSync(join(actualDir, file)))) {
      problems.push(`outdated  ${file}`);
    }
    actual.delete(file);
  }
  for (const file of actual) problems.push(`extra     ${file}`);
  return problems;
}

const temp = mkdtempSync(join(tmpdir(), 'shop-proto-'));
// A plain subfolder: mkdtemp's 0700 mode would otherwise be copied onto proto/src/gen.
const out = join(temp, 'gen');
try {
  mkdirSync(out);
  generate(out);
  if (process.argv.includes('--check')) {
    const problems = differences(out, genDir);
    if (problems.length > 0) {
      console.error(`proto: generated code in ${relative(root, genDir)} is out of date:`);
      for (const line of problems) console.error(`  ${line}`);
      console.error('Run `npm run proto` and commit the result.');
      process.exitCode = 1;
    } else {
      console.log(`proto: ${relative(root, genDir)} is up to date (${listFiles(out).length} files).`);
    }
  } else {
    // Replace the whole folder so files of deleted protos do not linger.
    rmSync(genDir, { recursive: true, force: true });
    cpSync(out, genDir, { recursive: true });
    console.log(`proto: wrote ${listFiles(genDir).length} files to ${relative(root, genDir)}.`);
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
