/** The SSH server's host key: made once, kept private, checked on every start, never silently replaced. */
package escarmouche.ssh.hostkey;
