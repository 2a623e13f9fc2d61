import type { ReactNode } from 'react';
import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '../../lib/routes';
import { Logo } from '../../lib/ui/Logo';
import { SkinToggle } from '../../lib/ui/SkinToggle';
import classes from './PublicLayout.module.css';

/** Pages outside the role areas: login, registration, account links, legal texts. */
export function PublicLayout({ children, width = 'lg' }: { children: ReactNode; width?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const onHelp = useLocation().pathname === ROUTES.help;
  return (
    <div className={classes.root}>
      <Box component="header" className={classes.header}>
        <Container size="lg">
          <Group justify="space-between" h={68}>
            <Anchor component={Link} to={ROUTES.home} className={classes.logoLink}>
              <Logo height={34} />
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              {/* Crisis resources, one click away on every public page (the login page included). */}
              {!onHelp && (
                <Button
                  component={Link}
                  to={ROUTES.help}
                  variant="light"
                  color="red"
                  radius="xl"
                  size="sm"
                  leftSection={<IconLifebuoy size={18} stroke={1.8} aria-hidden />}
                >
                  {t('footer.getHelp')}
                </Button>
              )}
              <SkinToggle />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size={width} className={classes.main}>
        {children}
      </Container>
      <Box component="footer" className={classes.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="sm" py="md">
            <Text size="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
            <Group component="nav" aria-label={t('footer.legalNav')} gap="lg">
              <Anchor component={Link} to={ROUTES.terms} size="sm">
                {t('footer.terms')}
              </Anchor>
              <Anchor component={Link} to={ROUTES.privacy} size="sm">
                {t('footer.privacy')}
              </Anchor>
              <Anchor component={Link} to={ROUTES.help} size="sm">
                {t('footer.getHelp')}
              </Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
    </div>
  );
}
