import { CloseButton, Drawer, Text } from '@mantine/core';
import { DrawerAccountSection } from '@/app/layout/drawer-account-section';
import { DrawerLink } from '@/app/layout/drawer-link';
import { drawerSections } from '@/app/layout/nav-items';
import { MOBILE_DRAWER_ID } from '@/app/layout/site-header';
import classes from '@/app/layout/mobile-drawer.module.css';

export interface MobileDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The mobile menu: a left drawer with the two navigation sections and the account section
 * (spec §2). Any choice closes it. Loaded on demand, so phones pay for it only when used.
 */
export function MobileDrawer({ opened, onClose }: MobileDrawerProps) {
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="left"
      classNames={{ content: classes.content }}
    >
      <Drawer.Overlay />
      <Drawer.Content id={MOBILE_DRAWER_ID}>
        <Drawer.Header className={classes.header}>
          <div>
            <Drawer.Title className={classes.title}>Menu</Drawer.Title>
            <Text className={classes.subtitle}>Esplora il gusto dei nostri panini</Text>
          </div>
          <CloseButton size="xl" aria-label="Chiudi menu" onClick={onClose} />
        </Drawer.Header>
        <Drawer.Body className={classes.body}>
          {drawerSections.map((section) => (
            <nav key={section.title} aria-label={section.title} className={classes.section}>
              <h3 className={classes.sectionTitle}>{section.title}</h3>
              <ul className={classes.list}>
                {section.items.map((item) => (
                  <DrawerLink
                    key={item.href}
                    to={item.href}
                    label={item.name}
                    icon={item.icon}
                    exact={item.href === '/'}
                    onNavigate={onClose}
                  />
                ))}
              </ul>
            </nav>
          ))}
          <DrawerAccountSection onNavigate={onClose} />
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
