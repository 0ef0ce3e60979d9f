// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// Issue 41, part 6: which Firestore emulator scripts/lib/emulators.sh starts, and what it says when
// it can start none, on a machine made up for each case: a PATH holding only the tools the script
// needs, fake `java` commands that answer -version like OpenJDK, and fake emulator jars where the
// Cloud SDK and firebase-tools' cache keep them. Nothing is started or downloaded.

let root: string;
let bin: string;

/** A `java` that says it is OpenJDK `major`, in a folder of its own; its path. */
function fakeJava(major: number): string {
  const dir = join(root, `jdk-${major}`, 'bin');
  mkdirSync(dir, { recursive: true });
  const java = join(dir, 'java');
  writeFileSync(java, `#!/bin/sh\necho 'openjdk version "${major}.0.2" 2024-01-16' >&2\n`);
  chmodSync(java, 0o755);
  return java;
}

/** A file where a jar would be; its path. */
function fakeJar(path: string): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, 'not really a jar');
  return path;
}

const sdkJar = () => fakeJar(join(root, 'sdk', 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar'));
const cachedJar = () => {
  const info = JSON.parse(readFileSync('node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json', 'utf8')) as {
    firestore: { downloadPathRelativeToCacheDir: string };
  };
  return fakeJar(join(root, 'cache', info.firestore.downloadPathRelativeToCacheDir));
};

/** Sources scripts/lib/emulators.sh on the made-up machine and runs `script` there; its standard output. */
function onTheMachine(script: string, env: Record<string, string> = {}): string {
  return execFileSync('/bin/bash', ['-c', `source scripts/lib/emulators.sh; ${script}`], {
    encoding: 'utf8',
    env: {
      PATH: bin,
      HOME: join(root, 'home'),
      EMULATOR_LOGS: join(root, 'logs'),
      JVM_ROOT: join(root, 'jvm'),
      FIRESTORE_SDK_ROOTS: join(root, 'sdk'),
      FIREBASE_EMULATORS_PATH: join(root, 'cache'),
      ...env,
    },
  });
}

const choose = (env: Record<string, string> = {}) =>
  onTheMachine(
    'if choose_firestore_emulator 9999; then echo "CHOSE ${FIRESTORE_COMMAND[*]}"; else echo "MISSING $FIRESTORE_MISSING"; fi',
    env,
  ).trim();

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'firestore-choice-'));
  bin = join(root, 'bin');
  mkdirSync(bin);
  mkdirSync(join(root, 'logs'));
  // Only what the script runs: no java, no gcloud.
  for (const tool of ['node', 'awk', 'readlink', 'dirname'])
    symlinkSync(execFileSync('/bin/sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim(), join(bin, tool));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the Firestore emulator npm test starts', () => {
  it('is the Cloud SDK’s with Java 17, as on the CI machine', () => {
    const java = fakeJava(17);
    const jar = sdkJar();
    expect(choose({ JAVA: java })).toBe(
      `CHOSE ${java} -Duser.language=en -cp ${jar} com.google.cloud.datastore.emulator.firestore.CloudFirestore start ` +
        '--host=127.0.0.1 --port=9999',
    );
  });

  it('finds Java in JVM_ROOT when none is on the PATH', () => {
    mkdirSync(join(root, 'jvm'));
    symlinkSync(join(fakeJava(17), '..', '..'), join(root, 'jvm', 'java-17'));
    sdkJar();
    expect(choose()).toMatch(/^CHOSE .*jvm\/java-17\/bin\/java .*CloudFirestore start/);
  });

  it('is firebase-tools’ own jar with Java 21, started as firebase-tools starts it, when the jar is in its cache and no Cloud SDK', () => {
    const java = fakeJava(21);
    const jar = cachedJar();
    expect(choose({ JAVA: java })).toBe(`CHOSE ${java} -Duser.language=en -jar ${jar} --host 127.0.0.1 --port 9999`);
  });

  it('is none without any Java: it says so for both emulators', () => {
    sdkJar();
    cachedJar();
    expect(choose()).toBe(
      'MISSING no Java 17 or newer (looked at $JAVA, java on the PATH and ' +
        `${join(root, 'jvm')}); no Java 21 or newer for firebase-tools' own emulator`,
    );
  });

  it('is none with Java 17 and firebase-tools’ jar but no Cloud SDK emulator: that jar needs Java 21', () => {
    cachedJar();
    expect(choose({ JAVA: fakeJava(17) })).toBe(
      'MISSING no Cloud SDK Firestore emulator (platform/cloud-firestore-emulator of a Cloud SDK); ' +
        "no Java 21 or newer for firebase-tools' own emulator",
    );
  });

  it('is none with Java 21 but neither emulator: nothing is downloaded during a run', () => {
    expect(choose({ JAVA: fakeJava(21) })).toMatch(
      new RegExp(
        "^MISSING no Cloud SDK Firestore emulator .*; firebase-tools' own emulator is not in its cache " +
          '\\(.*cloud-firestore-emulator-v[\\d.]+\\.jar\\), and nothing is downloaded during a run$',
      ),
    );
  });
});

describe('what npm test says when no Firestore emulator can start', () => {
  it('says it loudly, with why and the command that installs one, and records it for the closing summary', () => {
    const timings = join(root, 'timings');
    mkdirSync(timings);
    const said = onTheMachine('choose_firestore_emulator 9999 || note_missing_firestore 2>&1', { TEST_TIMINGS_DIR: timings });
    expect(said).toContain(
      '!! NO FIRESTORE EMULATOR: the Firestore, server-function and attack suites and the Firebase-mode browser tests will NOT run.',
    );
    expect(said).toContain('!! Why: no Java 17 or newer');
    expect(said).toContain('!! Install: sudo apt-get install -y openjdk-17-jre-headless google-cloud-cli-firestore-emulator');
    const [emulator, why, install] = readFileSync(join(timings, 'emulators-missing.tsv'), 'utf8').trim().split('\t');
    expect(emulator).toBe('Firestore');
    expect(why).toMatch(/^no Java 17 or newer/);
    expect(install).toContain('npx firebase setup:emulators:firestore');
  });
});
