package escarmouche.launch;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;

/**
 * The system clock in the machine's time zone, as {@link Clock#systemDefaultZone()} gives it, but with the
 * zone looked up when a time is first asked of it: finding the zone reads the time-zone rules, some 15 ms
 * of the way to the title screen, and the local game needs the local time only to name a new save.
 */
final class SystemZoneClock extends Clock {
    @Override
    public ZoneId getZone() {
        return ZoneId.systemDefault();
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return Clock.system(zone);
    }

    @Override
    public Instant instant() {
        return Instant.now();
    }

    @Override
    public long millis() {
        return System.currentTimeMillis();
    }
}
