import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { DataDirSpace } from '../database/data-dir-space.js';
import { embeddedDatabaseStopped } from '../database/pglite-session.js';
import { LIMIT_STORE, type LimitStore } from '../limits/limit-store.port.js';

type Check = Parameters<HealthCheckService['check']>[0][number];

/**
 * Liveness plus readiness of what every request needs: the database, the free space its disk keeps (embedded
 * database only) and, when REDIS_URL is set, Redis (limits fail closed without it). 503 names what is down. The
 * language model and mail are not here: chat answers 503 on its own while the model is away, and mail waits in
 * the outbox (docs/hardening.md).
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly disk: DataDirSpace,
    @Inject(LIMIT_STORE) private readonly limits: LimitStore,
  ) {}

  @Get()
  @HealthCheck()
  @ApiOperation({ summary: 'Liveness and readiness: the database (and its disk, when embedded), and Redis when limits are kept there' })
  check() {
    const checks: Check[] = [() => this.database()];
    if (this.disk.watched) checks.push((() => this.diskSpace()) as unknown as Check);
    const ping = this.limits.ping?.bind(this.limits);
    if (ping) {
      const redis = async () => {
        const limits = this.indicators.check('limits');
        try {
          await ping();
          return limits.up();
        } catch {
          return limits.down({ message: 'Redis cannot be reached; rate limits refuse requests until it is back.' });
        }
      };
      checks.push(redis as unknown as Check);
    }
    return this.health.check(checks);
  }

  private database() {
    const stopped = embeddedDatabaseStopped();
    if (stopped) return this.indicators.check('database').down({ message: stopped.message });
    return this.db.pingCheck('database', { timeout: 3000 });
  }

  private async diskSpace() {
    const disk = this.indicators.check('disk');
    const shortfall = await this.disk.shortfall();
    return shortfall ? disk.down({ message: shortfall }) : disk.up();
  }
}
