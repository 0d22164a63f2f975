import { Body, Controller, Get, Patch, Post, UseGuards } from '@nestjs/common';
import { DashboardService } from './dashboard.service.js';
import { ProfileUpdateDto } from './dto/profile-update.dto.js';
import { CurrentSession, SessionGuard, type SignedIn } from './guards/session.guard.js';
import { SiteOriginGuard } from './guards/site-origin.guard.js';
import { ProfileService } from './profile.service.js';

/** The signed-in user's profile and dashboard summary (docs/accounts.md, "Endpoints"). */
@Controller('api/auth')
@UseGuards(SiteOriginGuard, SessionGuard)
export class ProfileController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly dashboards: DashboardService,
  ) {}

  @Get('profile/')
  get(@CurrentSession() session: SignedIn) {
    return this.profiles.get(session.userId);
  }

  @Patch('profile/')
  update(@CurrentSession() session: SignedIn, @Body() body: ProfileUpdateDto) {
    return this.profiles.update(session.userId, body);
  }

  @Get('dashboard/')
  dashboard(@CurrentSession() session: SignedIn) {
    return this.dashboards.summary(session.userId);
  }

  /** The admin key made at signup, shown once (201 with the plaintext); 409 once it has been shown. */
  @Post('dashboard/admin-key/')
  revealAdminKey(@CurrentSession() session: SignedIn) {
    return this.dashboards.revealAdminKey(session.userId);
  }
}
