import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { PlanCatalogView, planView } from './plan.views.js';
import { PlansService } from './plans.service.js';

/** GET /v1/plans: public (no key), read by the pricing page and the dashboard, so both show what is enforced. */
@ApiTags('plans')
@Controller('v1/plans')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({ summary: 'The plan catalogue: prices, features and the limits this server enforces. Public: no key needed.' })
  @ApiResponse({ status: 200, type: PlanCatalogView })
  list(): PlanCatalogView {
    return { plans: this.plans.all().map(planView) };
  }
}
