import Utilities
import XCTest

final class VPNDetectionUtilTests: XCTestCase {
    func testVPNInterfaceNames() {
        for name in ["tun0", "tap1", "wg0", "wg-home", "ppp0", "ipsec0", "utun3", "tun", "wg_office"] {
            XCTAssertTrue(VPNDetectionUtil.isVPNInterfaceName(name), name)
        }
        for name in [
            "lo", "eth0", "wlan0", "docker0", "tunl0", "tapestry", "wgx", "enp3s0", "br-1a2b", "veth12", "pppoe",
        ] {
            XCTAssertFalse(VPNDetectionUtil.isVPNInterfaceName(name), name)
        }
    }

    func testOnlyInterfacesThatAreUpCount() {
        let interfaces = [
            NetworkInterface(name: "lo", isUp: true),
            NetworkInterface(name: "eth0", isUp: true),
            NetworkInterface(name: "tun0", isUp: false),
            NetworkInterface(name: "wg0", isUp: true),
            NetworkInterface(name: "tunl0", isUp: true),
        ]
        let util = VPNDetectionUtil(interfaces: { interfaces })
        XCTAssertEqual(util.activeVPNInterfaces().map(\.name), ["wg0"])
        XCTAssertTrue(util.isVPNActive)
        let plain = VPNDetectionUtil(interfaces: { Array(interfaces.prefix(3)) })
        XCTAssertFalse(plain.isVPNActive, "a tunnel that is down is no VPN")
        XCTAssertFalse(VPNDetectionUtil(interfaces: { [] }).isVPNActive)
    }

    func testTheSystemListHasTheLoopbackInterfaceOnce() {
        let interfaces = NetworkInterface.system()
        XCTAssertEqual(interfaces.filter { $0.name == "lo" }.count, 1, "getifaddrs lists lo; one entry per name")
        XCTAssertEqual(interfaces.first { $0.name == "lo" }?.isUp, true)
        XCTAssertEqual(Set(interfaces.map(\.name)).count, interfaces.count)
    }
}
