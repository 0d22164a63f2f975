import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Organization } from './organization.entity.js';
import { OrganizationsService } from './organizations.service.js';
import { ProvisioningService } from './provisioning.service.js';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([Organization])],
  providers: [OrganizationsService, ProvisioningService],
  exports: [OrganizationsService, ProvisioningService],
})
export class OrganizationsModule {}
