import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Every inquiry sent from the contact page, stored before any mail is attempted. */
@Entity('contact_inquiries')
export class ContactInquiry {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('text', { name: 'full_name' }) fullName: string;
  @Column('text') email: string;
  @Column('text') company: string;
  @Column('text') phone: string;
  @Column('text') subject: string;
  @Column('text') budget: string;
  @Column('text') timeline: string;
  @Column('text') message: string;
  @Column('text', { nullable: true }) ip: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
