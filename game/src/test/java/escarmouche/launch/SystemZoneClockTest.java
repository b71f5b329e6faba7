package escarmouche.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The local game's clock tells the time as the system clock in the machine's zone does. */
class SystemZoneClockTest {
    @Test
    @DisplayName("the machine's zone and the system's time")
    void likeTheSystemClock() {
        Clock clock = new SystemZoneClock();
        assertEquals(ZoneId.systemDefault(), clock.getZone());
        Instant before = Instant.now();
        Instant now = clock.instant();
        long millis = clock.millis();
        Instant after = Instant.now();
        assertTrue(!now.isBefore(before) && !now.isAfter(after), now + " not between " + before + " and " + after);
        assertTrue(Duration.between(now, Instant.ofEpochMilli(millis)).abs().toMillis() < 1000);
        assertEquals(ZoneOffset.UTC, clock.withZone(ZoneOffset.UTC).getZone());
    }
}
