import { DayRangeDto } from '../common/http/day-range.dto.js';

/** GET /v1/analytics/usage: either the last `days` days (default 30, today included) or an explicit from/to range. */
export class UsageQueryDto extends DayRangeDto {}
