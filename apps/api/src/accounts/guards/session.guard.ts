import { type CanActivate, createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '../../common/errors/domain-error.js';
import { ACCESS_COOKIE } from '../account-constants.js';
import { MSG } from '../account-messages.js';
import { SessionsService } from '../sessions.service.js';

export interface SignedIn {
  userId: string;
  sessionId: string;
}

/** Requires a live session cookie (401 otherwise, which makes the site refresh once and retry). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request & { signedIn?: SignedIn }>();
    const signedIn = await this.sessions.authenticate(req.cookies?.[ACCESS_COOKIE]);
    if (!signedIn) throw new DomainError('not_authenticated', MSG.notSignedIn);
    req.signedIn = signedIn;
    return true;
  }
}

export const CurrentSession = createParamDecorator(
  (_: unknown, context: ExecutionContext): SignedIn => context.switchToHttp().getRequest<{ signedIn: SignedIn }>().signedIn,
);
