import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id with the library's recommended cost (64 MiB, 3 passes). */
@Injectable()
export class PasswordHasher {
  private dummy: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  verify(hash: string, password: string): Promise<boolean> {
    return argon2.verify(hash, password).catch(() => false);
  }

  /** Spends the same time as a real check, so a missing account cannot be told apart by timing. */
  async verifyAgainstNothing(password: string): Promise<false> {
    this.dummy ??= this.hash('not-a-real-password-just-for-timing');
    await this.verify(await this.dummy, password);
    return false;
  }
}
