import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { PlanLimits, PlanName } from '../plans/plan.types.js';
import { cleanName } from '../common/text/names.js';

/** A customer: owns users, API keys, documents and chat sessions; everything is isolated per organization. */
@Entity('organizations')
export class Organization {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text', { transformer: cleanName }) name: string;
  @Column('text') plan: PlanName;
  @Column('text', { nullable: true }) email: string | null;
  @Column('text', { nullable: true }) website: string | null;
  @Column('text', { nullable: true }) description: string | null;
  /** Enterprise custom limits; any field set here replaces the plan's number. */
  @Column('jsonb', { name: 'limit_overrides', nullable: true }) limitOverrides: Partial<PlanLimits> | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
