import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at 64 MiB, 3 passes, 4 lanes. @node-rs/argon2 ships prebuilt binaries per platform as plain
 * packages (no install script), and reads the standard PHC strings of any argon2 implementation.
 */
// algorithm 2 = Argon2id (the package's const enum cannot be imported under isolatedModules).
const OPTIONS = { algorithm: 2, memoryCost: 65_536, timeCost: 3, parallelism: 4 };

@Injectable()
export class PasswordHasher {
  private dummy: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  verify(hashed: string, password: string): Promise<boolean> {
    return verify(hashed, password).catch(() => false);
  }

  /** Spends the same time as a real check, so a missing account cannot be told apart by timing. */
  async verifyAgainstNothing(password: string): Promise<false> {
    this.dummy ??= this.hash('not-a-real-password-just-for-timing');
    await this.verify(await this.dummy, password);
    return false;
  }
}
