import { Controller, Get, Inject, Logger } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DataDirSpace } from '../database/data-dir-space.js';
import { embeddedDatabaseStopped } from '../database/pglite-session.js';
import { LIMIT_STORE, type LimitStore } from '../limits/limit-store.port.js';

type Check = Parameters<HealthCheckService['check']>[0][number];

/**
 * Liveness plus readiness of what every request needs: the database, the free space its disk keeps (embedded
 * database only) and, when REDIS_URL is set, Redis (limits fail closed without it). 503 names what is down. The
 * language model and mail are not here: chat answers 503 on its own while the model is away, and mail waits in
 * the outbox (docs/hardening.md).
 *
 * /health is public, so in production a backend that is down gets one neutral word ("unreachable", "stopped",
 * "low_space") and the details (addresses, ports, paths, driver messages) go to the log only; elsewhere the
 * response carries the details too.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly logger = new Logger('Health');
  private readonly detailed: boolean;

  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly disk: DataDirSpace,
    @Inject(LIMIT_STORE) private readonly limits: LimitStore,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.detailed = config.env !== 'production';
  }

  @Get()
  @HealthCheck()
  @ApiOperation({ summary: 'Liveness and readiness: the database (and its disk, when embedded), and Redis when limits are kept there' })
  check() {
    const checks: Check[] = [() => this.database()];
    if (this.disk.watched) checks.push((() => this.diskSpace()) as unknown as Check);
    const ping = this.limits.ping?.bind(this.limits);
    if (ping) {
      const redis = async () => {
        try {
          await ping();
          return this.indicators.check('limits').up();
        } catch (error) {
          return this.down('limits', 'unreachable', 'Redis cannot be reached; rate limits refuse requests until it is back.', error);
        }
      };
      checks.push(redis as unknown as Check);
    }
    return this.health.check(checks);
  }

  private async database() {
    const stopped = embeddedDatabaseStopped();
    if (stopped) return this.down('database', 'stopped', stopped.message);
    const result = await this.db.pingCheck('database', { timeout: 3000 });
    const entry = result.database as { status: string; message?: unknown } | undefined;
    if (entry?.status !== 'down') return result;
    return this.down('database', 'unreachable', String(entry.message ?? 'The database cannot be reached.'));
  }

  private async diskSpace() {
    const shortfall = await this.disk.shortfall();
    return shortfall ? this.down('disk', 'low_space', shortfall) : this.indicators.check('disk').up();
  }

  /** A backend that is down: the neutral word in production, the sentence elsewhere; the log has both. */
  private down(key: string, word: string, details: string, error?: unknown) {
    this.logger.warn({ err: error, backend: key }, `Health: ${key} is down: ${details}`);
    return this.indicators.check(key).down({ message: this.detailed ? details : word });
  }
}
