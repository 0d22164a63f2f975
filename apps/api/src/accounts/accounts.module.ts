import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ACCOUNT_ENTITIES } from './account-entities.js';
import { Organization } from '../organizations/organization.entity.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DashboardService } from './dashboard.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { AuthRateLimitGuard } from './guards/auth-rate-limit.guard.js';
import { SessionGuard } from './guards/session.guard.js';
import { SiteOriginGuard } from './guards/site-origin.guard.js';
import { LoginService } from './login.service.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordChangeController } from './password-change.controller.js';
import { PasswordChangeService } from './password-change.service.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService } from './password-reset.service.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';
import { SessionController } from './session.controller.js';
import { SessionsService } from './sessions.service.js';
import { SignupController } from './signup.controller.js';
import { SignupService } from './signup.service.js';
import { UsersRepository } from './users.repository.js';
import { AuthSessionsRepository } from './auth-sessions.repository.js';
import { PasswordResetCodesRepository } from './password-reset-codes.repository.js';
import { EmailVerificationTokensRepository } from './email-verification-tokens.repository.js';

/** /api/auth/*: signup, email verification, cookie sessions, password reset, profile and dashboard summary. */
@Module({
  imports: [
    TypeOrmModule.forFeature([...ACCOUNT_ENTITIES, Organization]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.auth.jwtSecret.reveal(),
        signOptions: { expiresIn: config.auth.accessTokenTtlSeconds, issuer: 'pagewise', audience: 'pagewise-site' },
        verifyOptions: { issuer: 'pagewise', audience: 'pagewise-site', algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [SignupController, SessionController, PasswordResetController, PasswordChangeController, ProfileController],
  providers: [
    UsersRepository,
    AuthSessionsRepository,
    PasswordResetCodesRepository,
    EmailVerificationTokensRepository,
    PasswordHasher,
    SessionsService,
    LoginService,
    SignupService,
    EmailVerificationService,
    PasswordResetService,
    PasswordChangeService,
    ProfileService,
    DashboardService,
    SiteOriginGuard,
    AuthRateLimitGuard,
    SessionGuard,
  ],
  exports: [SessionsService, UsersRepository, SessionGuard, SiteOriginGuard, AuthRateLimitGuard],
})
export class AccountsModule {}
